# MISTAKE: the functools.reduce prepends each new head (np.concatenate([head, acc])), so the heads end up in reverse order (head h-1 first) in every token's vector.
import numpy as np
from functools import reduce


def merge_heads(x):
    heads = [x[:, i] for i in range(x.shape[1])]
    return reduce(lambda acc, head: np.concatenate([head, acc], axis=-1), heads[1:], heads[0])
