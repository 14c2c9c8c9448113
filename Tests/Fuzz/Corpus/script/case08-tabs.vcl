root tabs A T
tab T
tab A
