import numpy as np

# correct: all in the input dtype, via softmax_backward helper, scale as a dtype scalar
def _softmax(s):
    m = np.max(s, axis=-1, keepdims=True)
    m[np.isneginf(m)] = 0
    e = np.exp(s - m)
    z = e.sum(-1, keepdims=True)
    return np.divide(e, z, out=np.zeros_like(e), where=z != 0)

def _softmax_bwd(p, dp):
    return p * (dp - np.sum(p * dp, axis=-1, keepdims=True))

def scaled_dot_product_attention_backward(q, k, v, grad_out, mask=None):
    c = q.dtype.type(q.shape[-1] ** -0.5)
    s = (q @ np.swapaxes(k, -1, -2)) * c
    if mask is not None:
        s = np.where(mask, s, q.dtype.type(-np.inf))
    p = _softmax(s)
    dv = np.swapaxes(p, -1, -2) @ grad_out
    ds = _softmax_bwd(p, grad_out @ np.swapaxes(v, -1, -2))
    return (ds @ k) * c, (np.swapaxes(ds, -1, -2) @ q) * c, dv
