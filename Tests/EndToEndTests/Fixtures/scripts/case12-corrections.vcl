# SPEC §11: the second round of corrections against UIKit, and the seed gaps.
ios 5
new T rotates=false
new H origin=storyboard loadView=custom
new K origin=storyboard releasesContent=false
root tabs nav:A T C D E F
# §11.7: several pushed at once; only the top loads.
push B K H
# §11.4: iOS 5's tab bar asks every tab; T says NO. Not an error (§11.6).
rotate landscape
# §11.5 and §11.2: containers are warned; K keeps its content through the unload.
warning
pop
pop
# §11.3: the selected More tab pops to the More list.
tab E
push G
tap E
push X
tab A
# §11.1: iOS 5 has no Auto Layout.
new L origin=storyboard autolayout=true
push L
restart
