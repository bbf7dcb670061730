import numpy as np

# no max shift (overflows on large logits) and float64 through np.exp on an upcast
def softmax(x, axis=-1):
    e = np.exp(x.astype(float))
    s = e.sum(axis=axis, keepdims=True)
    return np.where(s > 0, e / np.where(s > 0, s, 1.0), 0.0)
