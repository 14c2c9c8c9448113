# scenario: my-lesson
# lang: both
# lesson: /tmp/a\u{1B}]52;c;eA==\u{7}/\u{5C}u{41}b\u{202E}.yaml
# step
