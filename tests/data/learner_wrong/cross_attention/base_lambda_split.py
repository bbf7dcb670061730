import numpy as np


def cross_attention(x_dec, x_enc, w_q, w_k, w_v, w_o, num_heads, enc_padding_mask=None):
    if x_dec.ndim != 3 or x_enc.ndim != 3:
        raise ValueError("3-d inputs")
    b, td, d = x_dec.shape
    te = x_enc.shape[1]
    if d % num_heads:
        raise ValueError("heads")
    hd = d // num_heads
    sp = lambda y, t: y.reshape(b, t, num_heads, hd).transpose(0, 2, 1, 3)
    q, k, v = sp(x_dec @ w_q, td), sp(x_enc @ w_k, te), sp(x_enc @ w_v, te)
    s = q @ k.transpose(0, 1, 3, 2) / hd ** 0.5
    keep = np.ones((td, te), dtype=bool)
    if enc_padding_mask is not None:
        keep = keep & enc_padding_mask[:, None, None, :]
    s = np.where(keep, s, -np.inf)
    mx = s.max(-1, keepdims=True)
    e = np.exp(s - np.where(np.isfinite(mx), mx, 0))
    z = e.sum(-1, keepdims=True)
    w = np.divide(e, z, out=np.zeros_like(e), where=z > 0)
    return (w @ v).transpose(0, 2, 1, 3).reshape(b, td, d) @ w_o, w
