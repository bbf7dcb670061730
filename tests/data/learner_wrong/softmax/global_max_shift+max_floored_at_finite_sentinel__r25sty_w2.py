# MISTAKE: subtracts the GLOBAL maximum x.max() instead of the per-slice maximum along `axis`, so a slice far below the global max underflows to all zeros and gives 0/0 = NaN.
import numpy as np

def softmax(x, axis=-1):
    e = np.exp(x - x[np.isfinite(x)].max(initial=0))
    s = e.sum(axis, keepdims=True)
    return np.divide(e, s, out=np.zeros_like(e), where=s > 0)
