# class: results (object arrays must never be unpickled)
# expect: invalid_output
import numpy as np


class Boom:
    def __reduce__(self):
        return (print, ("unpickled!",))


def softmax(x, axis=-1):
    out = np.empty(x.shape, dtype=object)
    out[...] = Boom()
    return out
