import numpy as np


def cross_attention(x_dec, x_enc, w_q, w_k, w_v, w_o, num_heads, enc_padding_mask=None):
    # mistake: subtracts one global max (over the whole score array) instead of each row's max
    b, td, d = x_dec.shape
    if d % num_heads:
        raise ValueError("d_model must be divisible by num_heads")
    hd = d // num_heads
    split = lambda t: t.reshape(b, -1, num_heads, hd).transpose(0, 2, 1, 3)
    q, k, v = split(x_dec @ w_q), split(x_enc @ w_k), split(x_enc @ w_v)
    s = q @ k.transpose(0, 1, 3, 2) * (hd ** -0.5)
    if enc_padding_mask is not None:
        s = np.where(enc_padding_mask[:, None, None, :], s, -np.inf)
    finite = s[np.isfinite(s)]
    e = np.exp(s - (finite.max() if finite.size else 0.0))
    z = e.sum(-1, keepdims=True)
    w = np.divide(e, z, out=np.zeros_like(e), where=z > 0)
    return (w @ v).transpose(0, 2, 1, 3).reshape(b, td, d) @ w_o, w
