# MISTAKE: masked scores are filled with -1e9 instead of -inf, so a fully masked query row gets a uniform average of the values instead of zeros.
import numpy as np


class _PreLN:
    def __init__(self, gamma, beta, eps):
        self.gamma, self.beta, self.eps = gamma, beta, eps

    def norm(self, x):
        c = x - x.mean(axis=-1, keepdims=True)
        return self.gamma * c / np.sqrt((c * c).mean(axis=-1, keepdims=True) + self.eps) + self.beta


def pre_ln_attention_block(x, gamma, beta, w_q, w_k, w_v, w_o, num_heads, mask=None, eps=1e-5):
    batch, seq_len, d_model = x.shape
    if d_model % num_heads != 0:
        raise ValueError("d_model must be divisible by num_heads")
    head_dim = d_model // num_heads
    h = _PreLN(gamma, beta, eps).norm(x)

    def heads(a):
        return np.transpose(a.reshape(batch, seq_len, num_heads, head_dim), (0, 2, 1, 3))

    q, k, v = heads(h @ w_q), heads(h @ w_k), heads(h @ w_v)
    scores = np.matmul(q, np.swapaxes(k, -1, -2)) / np.sqrt(head_dim)
    if mask is not None:
        scores = np.where(mask, scores, -1e9)
    scores = scores - scores.max(axis=-1, keepdims=True)
    p = np.exp(scores)
    p = p / p.sum(axis=-1, keepdims=True)
    ctx = np.transpose(p @ v, (0, 2, 1, 3)).reshape(batch, seq_len, d_model)
    return (x + ctx @ w_o).astype(x.dtype)
