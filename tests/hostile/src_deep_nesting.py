# class: source (a parser bomb; the test appends 100000 nested parentheses)
# expect: syntax_error
# generate: deep_nesting
