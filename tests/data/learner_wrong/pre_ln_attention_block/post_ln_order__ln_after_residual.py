# mistake: post-LN, LN(x + MHA(x)) instead of x + MHA(LN(x))
import numpy as np
def pre_ln_attention_block(x, gamma, beta, w_q, w_k, w_v, w_o, num_heads, mask=None, eps=1e-5):
    b, s, d = x.shape
    if d % num_heads:
        raise ValueError("heads")
    hd = d // num_heads
    def split(t):
        return t.reshape(b, s, num_heads, hd).transpose(0, 2, 1, 3)
    q, k, v = split(x @ w_q), split(x @ w_k), split(x @ w_v)
    sc = q @ k.swapaxes(-1, -2) / np.sqrt(hd)
    if mask is not None:
        sc = np.where(mask, sc, -np.inf)
    mx = np.max(sc, -1, keepdims=True); mx[~np.isfinite(mx)] = 0
    p = np.exp(sc - mx); z = p.sum(-1, keepdims=True); z[z == 0] = 1
    o = ((p / z) @ v).transpose(0, 2, 1, 3).reshape(b, s, d)
    y = x + o @ w_o
    mu = y.mean(-1, keepdims=True); var = y.var(-1, keepdims=True)
    return (gamma * (y - mu) / np.sqrt(var + eps) + beta).astype(x.dtype)
