# class: results (an object whose every method raises or lies)
# expect: invalid_output
class Liar(tuple):
    def __len__(self):
        raise SystemExit("no")

    def __iter__(self):
        raise KeyboardInterrupt


def softmax(x, axis=-1):
    return Liar((x,))
