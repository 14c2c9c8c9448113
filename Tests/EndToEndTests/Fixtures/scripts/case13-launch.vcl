# SPEC §13.4: iOS 17's push at launch: the root loads and begins to appear, but never gets
# viewDidAppear:; the pushed controller's viewIsAppearing: comes after the root's
# viewDidDisappear:.
ios 17
root nav List push Detail
pop
