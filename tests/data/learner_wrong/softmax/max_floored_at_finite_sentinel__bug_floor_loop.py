# Bug report: https://github.com/flashinfer-ai/flashinfer/issues/4267
# row max floored at a finite -1e4 "minus infinity" (NEG_INF = -1e4), in a loop style
import numpy as np

NEG_INF = -1e4


def softmax(x, axis=-1):
    x = np.moveaxis(np.asarray(x), axis, -1)
    out = np.zeros_like(x)
    flat_x, flat_o = x.reshape(-1, x.shape[-1]), out.reshape(-1, x.shape[-1])
    for r in range(flat_x.shape[0]):
        row = flat_x[r]
        m = max(float(np.max(row)), NEG_INF)
        e = np.exp(row - m)
        s = e.sum()
        if s > 0:
            flat_o[r] = e / s
    return np.moveaxis(flat_o.reshape(x.shape), -1, axis)
