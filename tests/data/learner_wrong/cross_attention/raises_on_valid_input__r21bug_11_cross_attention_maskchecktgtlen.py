# SOURCE: https://github.com/facebookresearch/fairseq/issues/5075
# BUG: the assertion compares the key_padding_mask's length with tgt_len (the QUERY length):
#      `assert key_padding_mask.size(1) == tgt_len`, which fails in cross-attention whenever the
#      source (key) length differs from the target length; it should compare with the key length.
import numpy as np


def _softmax(s):
    m = np.max(s, axis=-1, keepdims=True)
    m = np.where(np.isfinite(m), m, 0)
    e = np.exp(s - m)
    z = np.sum(e, axis=-1, keepdims=True)
    return np.where(z > 0, e / np.where(z > 0, z, 1), 0)


def cross_attention(x_dec, x_enc, w_q, w_k, w_v, w_o, num_heads, enc_padding_mask=None):
    x_dec = np.asarray(x_dec); x_enc = np.asarray(x_enc)
    b, t_dec, d = x_dec.shape
    t_enc = x_enc.shape[1]
    if d % num_heads != 0:
        raise ValueError("d_model must be divisible by num_heads")
    if enc_padding_mask is not None:
        enc_padding_mask = np.asarray(enc_padding_mask, dtype=bool)
        if enc_padding_mask.shape[0] != b:
            raise ValueError("key_padding_mask batch size mismatch")
        if enc_padding_mask.shape[1] != t_dec:   # BUG: checked against tgt_len, not t_enc
            raise ValueError("key_padding_mask length must equal tgt_len")
    hd = d // num_heads
    q = (x_dec @ w_q).reshape(b, t_dec, num_heads, hd).transpose(0, 2, 1, 3)
    k = (x_enc @ w_k).reshape(b, t_enc, num_heads, hd).transpose(0, 2, 1, 3)
    v = (x_enc @ w_v).reshape(b, t_enc, num_heads, hd).transpose(0, 2, 1, 3)
    scores = q @ k.transpose(0, 1, 3, 2) / np.sqrt(hd)
    if enc_padding_mask is not None:
        scores = np.where(enc_padding_mask[:, None, None, :], scores, -np.inf)
    w = _softmax(scores)
    ctx = (w @ v).transpose(0, 2, 1, 3).reshape(b, t_dec, d)
    return (ctx @ w_o).astype(x_dec.dtype, copy=False), w.astype(x_dec.dtype, copy=False)
