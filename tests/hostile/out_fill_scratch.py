# class: disk (many files, each under the file-size limit)
# expect: output_limit_exceeded
def softmax(x, axis=-1):
    for i in range(100):
        with open(f"part{i}.bin", "wb") as f:
            f.write(b"\0" * (15 << 20))
    return x
