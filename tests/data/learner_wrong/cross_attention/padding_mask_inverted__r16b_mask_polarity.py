# wrong: padding mask polarity inverted - positions where enc_padding_mask is True (real tokens) are hidden and the padding is attended
import numpy as np


def cross_attention(x_dec, x_enc, w_q, w_k, w_v, w_o, num_heads, enc_padding_mask=None):
    b, tq, d = x_dec.shape
    tk = x_enc.shape[1]
    if d % num_heads != 0:
        raise ValueError("heads")
    hd = d // num_heads
    Q = (x_dec @ w_q).reshape(b, tq, num_heads, hd).swapaxes(1, 2)
    K = (x_enc @ w_k).reshape(b, tk, num_heads, hd).swapaxes(1, 2)
    V = (x_enc @ w_v).reshape(b, tk, num_heads, hd).swapaxes(1, 2)
    S = Q @ K.swapaxes(-1, -2) / x_dec.dtype.type(np.sqrt(hd))
    if enc_padding_mask is not None:
        pad = enc_padding_mask[:, None, None, :]
        S = np.where(pad, -np.inf, S)
    mx = np.max(S, axis=-1, keepdims=True)
    mx = np.where(np.isinf(mx), 0, mx)
    P = np.exp(S - mx)
    Z = P.sum(-1, keepdims=True)
    P = np.divide(P, Z, out=np.zeros_like(P), where=Z != 0)
    O = (P @ V).swapaxes(1, 2).reshape(b, tq, d)
    return O @ w_o, P
