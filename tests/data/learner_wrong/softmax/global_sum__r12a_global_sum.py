# Wrong: divides by the sum of exp over the WHOLE array (e.sum() with no axis) instead of along `axis`, so slices do not each sum to 1 whenever there is more than one slice.
import numpy as np


def softmax(x, axis=-1):
    m = np.max(x, axis=axis, keepdims=True)
    m = np.where(np.isneginf(m), 0, m).astype(x.dtype)
    e = np.exp(x - m)
    total = e.sum()
    if total == 0:
        return np.zeros_like(x)
    return e / total
