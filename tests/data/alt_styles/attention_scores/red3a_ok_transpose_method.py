import numpy as np


def attention_scores(q, k):
    d_k = q.shape[-1]
    if k.shape[-1] != d_k:
        raise ValueError(f"q has d_k={d_k}, k has {k.shape[-1]}")
    axes = list(range(k.ndim))
    axes[-1], axes[-2] = axes[-2], axes[-1]
    kt = k.transpose(axes)
    return (q @ kt) * (1.0 / d_k ** 0.5)
