import numpy as np

# wrong: softmax recomputed without the max shift (overflow on large scores) and float64 via np.float64 constants
def scaled_dot_product_attention_backward(q, k, v, grad_out, mask=None):
    c = np.float64(1.0) / np.sqrt(np.float64(q.shape[-1]))
    s = q @ np.swapaxes(k, -1, -2) * c
    e = np.exp(s)
    if mask is not None:
        e = np.where(mask, e, 0.0)
    z = e.sum(-1, keepdims=True)
    p = np.divide(e, z, out=np.zeros_like(e), where=z > 0)
    dv = np.swapaxes(p, -1, -2) @ grad_out
    dp = grad_out @ np.swapaxes(v, -1, -2)
    ds = p * (dp - (dp * p).sum(-1, keepdims=True))
    return ds @ k * c, np.swapaxes(ds, -1, -2) @ q * c, dv
