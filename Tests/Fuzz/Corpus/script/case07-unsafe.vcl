new T onWarning=release-view-unsafe
root tabs A T
warning
