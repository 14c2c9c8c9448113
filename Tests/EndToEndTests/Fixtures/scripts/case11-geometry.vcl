# SPEC §8 and §9: frames, the layout pass, rotation and the status bar.
root tabs nav:A T
push B
rotate landscape
pop
statusbar incall
# Taps switch tabs; a presented navigation controller takes a push and goes whole.
tap T
tap A
present nav M
push N
dismiss
rotate portrait
