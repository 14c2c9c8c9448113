# vclife: the last session, for `vclife --resume`.
# scenario: load-cycle
# lang: zh
# lesson: load-cycle
root tabs Home Notes
# step
# chose 1
# step
access Home
# question open
