# MISTAKE: (1) an all -inf slice gives NaN (max is -inf, -inf - -inf = NaN; no guard); (2) x is modified in place (x -= max is written into the caller's array).
import numpy as np

def softmax(x, axis=-1):
    x -= np.max(x, axis=axis, keepdims=True)
    np.exp(x, out=x)
    x /= np.sum(x, axis=axis, keepdims=True)
    return x.copy()
