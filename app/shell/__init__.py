"""The program's shell: the composition root that builds the controllers and windows and wires them
together (main.py: Application, the command line), the play session shown in the main window
(play_view.py), the study windows and position editor composed (study_windows.py), the puzzle and
tournament windows (side_windows.py), the translators (language.py), the engines-and-analysis and
library features added beside every board (analysis_feature.py, library_feature.py) and the
`python -m app diagram` command (diagram_command.py). Nothing below the shell imports it."""
