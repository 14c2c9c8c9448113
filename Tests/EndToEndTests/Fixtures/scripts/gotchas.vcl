# Each gotcha of SPEC §10 beside its fix, and both pressure levels (SPEC §9.3)
ios 5
new Map retainCycle=true
new Compose origin=storyboard viewState=Dear%20Grandma
new Saver origin=storyboard viewState=Dear%20Grandma savesViewState=true
new Tags origin=storyboard releasesOutlets=false outlets=UILabel
new Show origin=storyboard callsSuperOnWarning=false
root nav A
push Map
pop
push Compose
push Saver
push Tags
push Show
push B
warning
pop
pop
pop
pop
pop
