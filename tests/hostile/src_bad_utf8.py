# class: source (invalid UTF-8 in code)
# expect: syntax_error
def softmax(x, axis=-1):
    ÿþ = 1
    return x
