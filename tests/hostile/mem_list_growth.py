# class: memory (many small objects)
# expect: memory_limit_exceeded time_limit_exceeded
def softmax(x, axis=-1):
    blocks = []
    while True:
        blocks.append(bytearray(64 << 20))
