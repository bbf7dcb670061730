# class: file size
# expect: output_limit_exceeded
def softmax(x, axis=-1):
    with open("big.bin", "wb") as f:
        for _ in range(64):
            f.write(b"\0" * (1 << 20))
    return x
