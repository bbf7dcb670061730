# class: memory
# expect: memory_limit_exceeded
def softmax(x, axis=-1):
    b = bytearray(8 << 30)
    return b
