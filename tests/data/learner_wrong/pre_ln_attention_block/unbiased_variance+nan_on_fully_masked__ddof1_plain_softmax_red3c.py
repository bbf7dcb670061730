import numpy as np

# wrong: LayerNorm with unbiased variance (ddof=1) and plain softmax (NaN on a fully masked row)
def pre_ln_attention_block(x, gamma, beta, w_q, w_k, w_v, w_o, num_heads, mask=None, eps=1e-5):
    B, T, D = x.shape
    if D % num_heads:
        raise ValueError("heads")
    hd = D // num_heads
    mu = x.mean(-1, keepdims=True); var = x.var(-1, keepdims=True, ddof=1)
    h = (x - mu) / np.sqrt(var + eps) * gamma + beta
    def split(t):
        return t.reshape(B, T, num_heads, hd).transpose(0, 2, 1, 3)
    q, k, v = split(h @ w_q), split(h @ w_k), split(h @ w_v)
    s = q @ k.transpose(0, 1, 3, 2) / np.sqrt(hd)
    if mask is not None:
        s = np.where(mask, s, -np.inf)
    e = np.exp(s - s.max(-1, keepdims=True))
    p = e / e.sum(-1, keepdims=True)
    o = (p @ v).transpose(0, 2, 1, 3).reshape(B, T, D)
    return (x + o @ w_o).astype(x.dtype)
