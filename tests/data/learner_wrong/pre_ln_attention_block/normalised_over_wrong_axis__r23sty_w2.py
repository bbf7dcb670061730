# MISTAKE: The LayerNorm mean and variance are taken over the whole sentence (all seq_len * d_model values of x[b]) instead of separately for each token over its d_model features.
import math
import numpy as np


def _layer_norm_sentence(tokens, gamma, beta, eps):
    values = [v for tok in tokens for v in tok]
    n = len(values)
    mu = sum(values) / n
    var = sum((v - mu) ** 2 for v in values) / n
    inv = 1.0 / math.sqrt(var + eps)
    return [[gamma[i] * (tok[i] - mu) * inv + beta[i] for i in range(len(tok))] for tok in tokens]


def _softmax_row(scores):
    finite = [s for s in scores if s != -math.inf]
    if not finite:
        return [0.0] * len(scores)
    m = max(finite)
    ex = [math.exp(s - m) if s != -math.inf else 0.0 for s in scores]
    tot = sum(ex)
    return [e / tot for e in ex]


def pre_ln_attention_block(x, gamma, beta, w_q, w_k, w_v, w_o, num_heads, mask=None, eps=1e-5):
    x = np.asarray(x)
    batch, seq, d = x.shape
    if d % num_heads:
        raise ValueError("d_model must be divisible by num_heads")
    hd = d // num_heads
    g = [float(v) for v in gamma]
    bt = [float(v) for v in beta]
    allowed = None
    if mask is not None:
        allowed = np.broadcast_to(np.asarray(mask, bool), (batch, num_heads, seq, seq))
    out = np.empty_like(x)
    for b in range(batch):
        tokens = [[float(v) for v in x[b, t]] for t in range(seq)]
        h = np.array(_layer_norm_sentence(tokens, g, bt, eps))
        q, k, v = h @ w_q, h @ w_k, h @ w_v
        ctx = np.zeros((seq, d))
        for head in range(num_heads):
            sl = slice(head * hd, (head + 1) * hd)
            for i in range(seq):
                sc = [float(q[i, sl] @ k[j, sl]) / math.sqrt(hd) for j in range(seq)]
                if allowed is not None:
                    sc = [s if allowed[b, head, i, j] else -math.inf for j, s in enumerate(sc)]
                p = _softmax_row(sc)
                ctx[i, sl] = np.asarray(p) @ v[:, sl]
        out[b] = x[b] + ctx @ w_o
    return out
