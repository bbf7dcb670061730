# class: output (catches the output-limit exception and keeps printing)
# expect: output_limit_exceeded
def softmax(x, axis=-1):
    for _ in range(5000):
        try:
            print("q" * 10000)
        except BaseException:
            pass
    return x
