# scenario: photo-album
ios 5
root tabs nav:Albums Settings
push Photos
push Detail
push Comments
warning
push Profile
popToRoot
tab Settings
restart
