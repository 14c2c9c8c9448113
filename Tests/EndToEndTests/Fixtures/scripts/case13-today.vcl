# SPEC §13: the version axis checked against UIKit.
ios 13
new P rotates=false
root nav List
# §13.2: viewIsAppearing: from iOS 13 (public from the iOS 17 SDK).
push Detail
pop
# §13.5: a sheet's dismissal messages go to the app's presentation delegate.
present Compose
swipe
finish
# §13.6: the automatic style is a form sheet from iOS 18.
ios 18
present Compose
dismiss
# §13.1: the app's restoration code rebuilds a reclaimed scene; without it the first screen.
push Detail
background
reclaim
foreground
restoration off
background
reclaim
foreground
# §13.3: iOS 16 asks only supportedInterfaceOrientations: P supports portrait only.
ios 16
present P fullscreen
rotate landscape
dismiss
# §13.7: iOS 26 runs updateProperties when requested: a first pass, a trait change; not a pop.
ios 26
push Detail
pop
rotate landscape
# §13.12: iOS 5 ends a code controller with Auto Layout inside viewDidLoad.
ios 5
new L autolayout=true
push L
