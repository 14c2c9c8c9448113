# vclife: the last session, for `vclife --resume`.
# scenario: photo-album
# lang: en
# theme: dark
# pacing: instant
root tabs nav:Albums Settings
push Photos
present Editor
warning
