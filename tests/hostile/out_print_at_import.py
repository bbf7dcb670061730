# class: output (while loading)
# expect: output_limit_exceeded
for _ in range(50000):
    print("spam" * 100)


def softmax(x, axis=-1):
    return x
