import numpy as np

# wrong: mask applied to the weights after the softmax (no renormalisation), computed in float64 and returned float64
def pre_ln_attention_block(x, gamma, beta, w_q, w_k, w_v, w_o, num_heads, mask=None, eps=1e-5):
    x = np.asarray(x, dtype=np.float64)
    B, T, D = x.shape
    if D % num_heads:
        raise ValueError("heads")
    hd = D // num_heads
    h = (x - x.mean(-1, keepdims=True)) / np.sqrt(x.var(-1, keepdims=True) + eps) * gamma + beta
    sp = lambda t: t.reshape(B, T, num_heads, hd).transpose(0, 2, 1, 3)
    q, k, v = sp(h @ w_q), sp(h @ w_k), sp(h @ w_v)
    s = q @ k.swapaxes(-1, -2) / np.sqrt(hd)
    e = np.exp(s - s.max(-1, keepdims=True))
    p = e / e.sum(-1, keepdims=True)
    if mask is not None:
        p = p * mask
    o = (p @ v).transpose(0, 2, 1, 3).reshape(B, T, D)
    return x + o @ w_o
