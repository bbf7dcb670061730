# mistake: subtracts the global max of the whole array, not each slice's max (underflows rows far below it)
import numpy as np


def softmax(x, axis=-1):
    finite = x[np.isfinite(x)]
    shift = finite.max() if finite.size else 0.0
    e = np.exp(x - shift)
    s = e.sum(axis=axis, keepdims=True)
    return np.divide(e, s, out=np.zeros_like(e), where=s > 0)
