import numpy as np


def cross_attention(x_dec, x_enc, w_q, w_k, w_v, w_o, num_heads, enc_padding_mask=None):
    # mistake: softmax over all keys, then the padding zeroed afterwards (weights * mask, no renormalisation)
    b, td, d = x_dec.shape
    if d % num_heads:
        raise ValueError("d_model must be divisible by num_heads")
    hd = d // num_heads
    split = lambda t: t.reshape(b, -1, num_heads, hd).transpose(0, 2, 1, 3)
    q, k, v = split(x_dec @ w_q), split(x_enc @ w_k), split(x_enc @ w_v)
    s = q @ k.transpose(0, 1, 3, 2) * (hd ** -0.5)
    s = s - s.max(-1, keepdims=True)
    e = np.exp(s)
    w = e / e.sum(-1, keepdims=True)
    if enc_padding_mask is not None:
        w = w * enc_padding_mask[:, None, None, :]
    return (w @ v).transpose(0, 2, 1, 3).reshape(b, td, d) @ w_o, w
