# https://github.com/codertimo/BERT-pytorch/issues/30 — Annotated-Transformer LayerNorm: unbiased std (ddof=1, torch .std default) and eps added to the std outside the square root: (x-mean)/(std+eps); otherwise correct.
import numpy as np


def layer_norm(x, gamma, beta, eps=1e-5):
    mean = x.mean(axis=-1, keepdims=True)
    std = x.std(axis=-1, ddof=1, keepdims=True)
    out = gamma * (x - mean) / (std + eps) + beta
    return out.astype(x.dtype)
