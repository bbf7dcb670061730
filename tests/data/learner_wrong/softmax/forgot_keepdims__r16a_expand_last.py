# WRONG: max/sum taken over `axis` without keepdims, then re-expanded on axis -1 instead of `axis`: wrong (or broadcast error) for axis=0/1/-2
import numpy as np

def softmax(x, axis=-1):
    m = np.max(x, axis=axis)
    m = np.where(np.isneginf(m), 0, m)
    e = np.exp(x - np.expand_dims(m, -1))
    z = np.expand_dims(np.sum(e, axis=axis), -1)
    return np.where(z > 0, e / np.where(z > 0, z, 1), 0)
