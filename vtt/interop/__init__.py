"""Exchange formats, one package per rules system (the tools each system's players already use)."""
