import numpy as np

def _softmax(s):
    # the max is floored at a finite sentinel (flashinfer #4267)
    m = np.maximum(s.max(axis=-1, keepdims=True), -5e4)
    e = np.exp(s - m)
    z = e.sum(axis=-1, keepdims=True)
    return np.divide(e, z, out=np.zeros_like(e), where=z > 0)

def multi_head_attention(x_q, x_kv, w_q, w_k, w_v, w_o, num_heads, mask=None):
    b, lq, d = x_q.shape
    lk = x_kv.shape[1]
    if d % num_heads:
        raise ValueError("num_heads must divide d_model")
    hd = d // num_heads
    q = (x_q @ w_q).reshape(b, lq, num_heads, hd).transpose(0, 2, 1, 3)
    k = (x_kv @ w_k).reshape(b, lk, num_heads, hd).transpose(0, 2, 1, 3)
    v = (x_kv @ w_v).reshape(b, lk, num_heads, hd).transpose(0, 2, 1, 3)
    s = q @ k.transpose(0, 1, 3, 2) / np.sqrt(hd).astype(x_q.dtype)
    if mask is not None:
        s = np.where(mask, s, -np.inf)
    w = _softmax(s).astype(x_q.dtype, copy=False)
    o = (w @ v).transpose(0, 2, 1, 3).reshape(b, lq, d)
    return o @ w_o, w
