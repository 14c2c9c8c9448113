# vclife session
# scenario: photo-album
ios 6
root tabs nav:Albums Settings
push Photos
push Detail
new Detail2 like=Detail
push Detail2
present Editor
dismiss
tab Settings
access Photos
isViewLoaded Detail
warning
popToRoot
new Mine origin=custom onWarning=release-view-unsafe autolayout=true callsSuper=true
push Mine
restart
