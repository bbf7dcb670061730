# wrong: the softmax's row max is floored at a finite sentinel (-5e4), so rows whose scores are all far below it underflow to zero weights (https://github.com/flashinfer-ai/flashinfer/issues/4267)
import numpy as np
def pre_ln_attention_block(x, gamma, beta, w_q, w_k, w_v, w_o, num_heads, mask=None, eps=1e-5):
    b, s, d = x.shape
    if d % num_heads: raise ValueError("heads")
    mu = x.mean(-1, keepdims=True); var = x.var(-1, keepdims=True)
    h = (x - mu) / np.sqrt(var + eps) * gamma + beta
    hd = d // num_heads
    sp = lambda t: t.reshape(b, s, num_heads, hd).transpose(0, 2, 1, 3)
    q, k, v = sp(h @ w_q), sp(h @ w_k), sp(h @ w_v)
    sc = q @ k.transpose(0, 1, 3, 2) / np.sqrt(hd).astype(x.dtype)
    if mask is not None: sc = np.where(mask, sc, -np.inf)
    m = np.maximum(sc.max(-1, keepdims=True), -5e4)
    e = np.exp(sc - m); z = e.sum(-1, keepdims=True)
    w = np.where(z > 0, e / np.where(z > 0, z, 1), 0)
    o = (w @ v).transpose(0, 2, 1, 3).reshape(b, s, d) @ w_o
    return (x + o).astype(x.dtype)
