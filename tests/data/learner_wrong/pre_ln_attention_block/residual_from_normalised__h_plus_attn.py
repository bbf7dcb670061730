# mistake: adds the normalised h back instead of the original x
import numpy as np
def pre_ln_attention_block(x, gamma, beta, w_q, w_k, w_v, w_o, num_heads, mask=None, eps=1e-5):
    b, s, d = x.shape
    if d % num_heads:
        raise ValueError("heads")
    hd = d // num_heads
    mu = x.mean(-1, keepdims=True); var = x.var(-1, keepdims=True)
    h = gamma * (x - mu) / np.sqrt(var + eps) + beta
    def split(t):
        return t.reshape(b, s, num_heads, hd).transpose(0, 2, 1, 3)
    q, k, v = split(h @ w_q), split(h @ w_k), split(h @ w_v)
    sc = q @ k.swapaxes(-1, -2) / np.sqrt(hd)
    if mask is not None:
        sc = np.where(mask, sc, -np.inf)
    mx = np.max(sc, -1, keepdims=True); mx[~np.isfinite(mx)] = 0
    p = np.exp(sc - mx); z = p.sum(-1, keepdims=True); z[z == 0] = 1
    p = p / z
    o = (p @ v).transpose(0, 2, 1, 3).reshape(b, s, d)
    return (h + o @ w_o).astype(x.dtype)
