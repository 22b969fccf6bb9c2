"""What Nechronica adds to the one battle window (contributions.py declares it): its area map, count track, doll
sheets and battle flow panel, its doll cards on the table view, its workshop editors and its sheet printing."""
