"""Exchange with the tools Nechronica players already use: キャラクター保管所, CCFOLIA and Udonarium."""
